#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000315.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13lerp15_kerneliPKi(int, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9scatter27i(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14split34_kerneliji(int, unsigned, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13lerp15_kerneliPKi(int __par0, const int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int, const int *))lerp15_kernel)), 0U);}
# 27 "v000315.cu"
void lerp15_kernel( int __cuda_0,const int *__cuda_1)
# 27 "v000315.cu"
{__device_stub__Z13lerp15_kerneliPKi( __cuda_0,__cuda_1);
# 35 "v000315.cu"
}
# 1 "v000315.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9scatter27i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))scatter27)), 0U); }
# 55 "v000315.cu"
void scatter27( int __cuda_0)
# 55 "v000315.cu"
{__device_stub__Z9scatter27i( __cuda_0);
# 62 "v000315.cu"
}
# 1 "v000315.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14split34_kerneliji( int __par0,  unsigned __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(int, unsigned, int))split34_kernel)), 0U); }
# 78 "v000315.cu"
void split34_kernel( int __cuda_0,unsigned __cuda_1,int __cuda_2)
# 78 "v000315.cu"
{__device_stub__Z14split34_kerneliji( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v000315.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, unsigned, int))split34_kernel), _Z14split34_kerneliji, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))scatter27), _Z9scatter27i, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, const int *))lerp15_kernel), _Z13lerp15_kerneliPKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
