#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000757.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12warp7_kernelPf(float *__restrict__);
static void __device_stub__Z13grow18_kernelIijEvPKT_7State11(const int *, enum State11);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12warp7_kernelPf(float *__restrict__ __par0){ float *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(float *__restrict__))warp7_kernel)), 0U);}
# 17 "v000757.cu"
void warp7_kernel( float *__restrict__ __cuda_0)
# 17 "v000757.cu"
{__device_stub__Z12warp7_kernelPf( __cuda_0);
# 24 "v000757.cu"
}
# 1 "v000757.cudafe1.stub.c"
static void __device_stub__Z13grow18_kernelIijEvPKT_7State11( const int *__par0,  enum State11 __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *, enum State11))grow18_kernel<int, unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_grow18_kernel<int,unsigned>( const int *&__cuda_0,enum ::State11 &__cuda_1){__device_stub__Z13grow18_kernelIijEvPKT_7State11( (const int *&)__cuda_0,(enum ::State11 &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const int *, enum State11))grow18_kernel<int, unsigned int> ), _Z13grow18_kernelIijEvPKT_7State11, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(float *__restrict__))warp7_kernel), _Z12warp7_kernelPf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
