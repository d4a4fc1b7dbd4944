#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000550.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6accum5i(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15update13_kerneliPi(int, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6accum5i(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))accum5)), 0U);}
# 21 "v000550.cu"
void accum5( int __cuda_0)
# 22 "v000550.cu"
{__device_stub__Z6accum5i( __cuda_0);



}
# 1 "v000550.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15update13_kerneliPi( int __par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, int *))update13_kernel)), 0U); }
# 35 "v000550.cu"
void update13_kernel( int __cuda_0,int *__cuda_1)
# 36 "v000550.cu"
{__device_stub__Z15update13_kerneliPi( __cuda_0,__cuda_1);
# 45 "v000550.cu"
}
# 1 "v000550.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, int *))update13_kernel), _Z15update13_kerneliPi, 32); __cudaRegisterEntry(__T3, ((void ( *)(int))accum5), _Z6accum5i, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
