#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000692.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8scatter6i(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14trace12_kernelPKfPKidi(const float *, const int *, double, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6pack19i(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8scatter6i(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))scatter6)), 0U);}
# 14 "v000692.cu"
void scatter6( int __cuda_0)
# 15 "v000692.cu"
{__device_stub__Z8scatter6i( __cuda_0);
# 22 "v000692.cu"
}
# 1 "v000692.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14trace12_kernelPKfPKidi( const float *__par0,  const int *__par1,  double __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const float *, const int *, double, int))trace12_kernel)), 0U); }
# 26 "v000692.cu"
void trace12_kernel( const float *__cuda_0,const int *__cuda_1,double __cuda_2,int __cuda_3)
# 27 "v000692.cu"
{__device_stub__Z14trace12_kernelPKfPKidi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 40 "v000692.cu"
}
# 1 "v000692.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6pack19i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))pack19)), 0U); }
# 42 "v000692.cu"
void pack19( int __cuda_0)
# 43 "v000692.cu"
{__device_stub__Z6pack19i( __cuda_0);
# 51 "v000692.cu"
}
# 1 "v000692.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int))pack19), _Z6pack19i, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const float *, const int *, double, int))trace12_kernel), _Z14trace12_kernelPKfPKidi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))scatter6), _Z8scatter6i, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
