#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001629.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14weigh14_kernelPKf(const float *);
static void __device_stub__Z12sift6_kernelIlLi2EEvPT_PfS1_(long *, float *, long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14weigh14_kernelPKf(const float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const float *))weigh14_kernel)), 0U);}
# 28 "v001629.cu"
void weigh14_kernel( const float *__cuda_0)
# 29 "v001629.cu"
{__device_stub__Z14weigh14_kernelPKf( __cuda_0);
# 35 "v001629.cu"
}
# 1 "v001629.cudafe1.stub.c"
static void __device_stub__Z12sift6_kernelIlLi2EEvPT_PfS1_( long *__par0,  float *__par1,  long *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(long *, float *, long *))sift6_kernel<long, (int)2> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_sift6_kernel<long,2>( long *&__cuda_0,float *&__cuda_1,long *&__cuda_2){__device_stub__Z12sift6_kernelIlLi2EEvPT_PfS1_( (long *&)__cuda_0,(float *&)__cuda_1,(long *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(long *, float *, long *))sift6_kernel<long, (int)2> ), _Z12sift6_kernelIlLi2EEvPT_PfS1_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const float *))weigh14_kernel), _Z14weigh14_kernelPKf, 64); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
