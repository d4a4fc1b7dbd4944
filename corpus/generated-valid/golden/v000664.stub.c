#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000664.fatbin.c"
static void __device_stub__Z13grow15_kernelPjPKj(unsigned *__restrict__, const unsigned *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15gather27_kernelPi(int *);
static void __device_stub__Z14split42_kernelPiPKfS_(idx32_t *, const float *__restrict__, idx32_t *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13grow15_kernelPjPKj(unsigned *__restrict__ __par0, const unsigned *__restrict__ __par1){ unsigned *__T0;
 const unsigned *__T1;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__T1 = __par1;__cudaSetupArgSimple(__T1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned *__restrict__, const unsigned *__restrict__))grow15_kernel)), 0U);}
# 20 "v000664.cu"
static void grow15_kernel( unsigned *__restrict__ __cuda_0,const unsigned *__restrict__ __cuda_1)
# 20 "v000664.cu"
{__device_stub__Z13grow15_kernelPjPKj( __cuda_0,__cuda_1);
# 35 "v000664.cu"
}
# 1 "v000664.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15gather27_kernelPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))gather27_kernel)), 0U); }
# 60 "v000664.cu"
void gather27_kernel( int *__cuda_0)
# 60 "v000664.cu"
{__device_stub__Z15gather27_kernelPi( __cuda_0);
# 67 "v000664.cu"
}
# 1 "v000664.cudafe1.stub.c"
static void __device_stub__Z14split42_kernelPiPKfS_( idx32_t *__par0,  const float *__restrict__ __par1,  idx32_t *__par2) {  const float *__T2;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(idx32_t *, const float *__restrict__, idx32_t *))split42_kernel)), 0U); }
# 73 "v000664.cu"
static void split42_kernel( ::idx32_t *__cuda_0,const float *__restrict__ __cuda_1,::idx32_t *__cuda_2)
# 73 "v000664.cu"
{__device_stub__Z14split42_kernelPiPKfS_( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v000664.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(idx32_t *, const float *__restrict__, idx32_t *))split42_kernel), _Z14split42_kernelPiPKfS_, 1024); __cudaRegisterEntry(__T7, ((void ( *)(int *))gather27_kernel), _Z15gather27_kernelPi, 256); __cudaRegisterEntry(__T7, ((void ( *)(unsigned *__restrict__, const unsigned *__restrict__))grow15_kernel), _Z13grow15_kernelPjPKj, 128UL); __cudaRegisterManagedVariable(__T7, __shadow_var(m_warp26,::m_warp26), 0, 128UL, 0, 0); __cudaRegisterManagedVariable(__T7, __shadow_var(m_scatter31,::m_scatter31), 0, 128UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
