#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000119.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13blend5_kernelPjPKfPf(unsigned *, const float *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__77708356_10_v000119_cu_50a1c24f13sift28_kernelEj(unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13blend5_kernelPjPKfPf(unsigned *__par0, const float *__par1, float *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned *, const float *, float *))blend5_kernel)), 0U);}
# 15 "v000119.cu"
void blend5_kernel( unsigned *__cuda_0,const float *__cuda_1,float *__cuda_2)
# 16 "v000119.cu"
{__device_stub__Z13blend5_kernelPjPKfPf( __cuda_0,__cuda_1,__cuda_2);
# 23 "v000119.cu"
}
# 1 "v000119.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__77708356_10_v000119_cu_50a1c24f13sift28_kernelEj( unsigned __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned))_NV_ANON_NAMESPACE::sift28_kernel)), 0U); }
# 52 "v000119.cu"
void _NV_ANON_NAMESPACE::sift28_kernel( unsigned __cuda_0)
# 53 "v000119.cu"
{__device_stub__ZN43_GLOBAL__N__77708356_10_v000119_cu_50a1c24f13sift28_kernelEj( __cuda_0);
# 67 "v000119.cu"
}
# 1 "v000119.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(unsigned))_NV_ANON_NAMESPACE::sift28_kernel), _ZN43_GLOBAL__N__77708356_10_v000119_cu_50a1c24f13sift28_kernelEj, 64); __cudaRegisterEntry(__T4, ((void ( *)(unsigned *, const float *, float *))blend5_kernel), _Z13blend5_kernelPjPKfPf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
