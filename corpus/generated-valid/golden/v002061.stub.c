#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002061.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6accum4i(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14count39_kerneliciPi(int, char, int, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6accum4i(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))accum4)), 0U);}
# 9 "v002061.cu"
void accum4( int __cuda_0)
# 10 "v002061.cu"
{__device_stub__Z6accum4i( __cuda_0);


}
# 1 "v002061.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14count39_kerneliciPi( int __par0,  char __par1,  int __par2,  int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int, char, int, int *))count39_kernel)), 0U); }
# 70 "v002061.cu"
void count39_kernel( int __cuda_0,char __cuda_1,int __cuda_2,int *__cuda_3)
# 71 "v002061.cu"
{__device_stub__Z14count39_kerneliciPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 87 "v002061.cu"
}
# 1 "v002061.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, char, int, int *))count39_kernel), _Z14count39_kerneliciPi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))accum4), _Z6accum4i, 32); __cudaRegisterVariable(__T3, __shadow_var(c_count10,::c_count10), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
