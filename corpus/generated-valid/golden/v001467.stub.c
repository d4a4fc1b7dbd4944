#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001467.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14decay17_kernelPii6Color1(int *, int, enum Color1);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14decay17_kernelPii6Color1(int *__par0, int __par1, enum Color1 __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaLaunch(((char *)((void ( *)(int *, int, enum Color1))decay17_kernel)), 0U);}
# 27 "v001467.cu"
void decay17_kernel( int *__cuda_0,int __cuda_1,enum ::Color1 __cuda_2)
# 27 "v001467.cu"
{__device_stub__Z14decay17_kernelPii6Color1( __cuda_0,__cuda_1,__cuda_2);
# 34 "v001467.cu"
}
# 1 "v001467.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int *, int, enum Color1))decay17_kernel), _Z14decay17_kernelPii6Color1, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
