#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001493.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12norm3_kernelibi(int, bool, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8update12i(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12norm3_kernelibi(int __par0, bool __par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(int, bool, int))norm3_kernel)), 0U);}
# 12 "v001493.cu"
void norm3_kernel( int __cuda_0,bool __cuda_1,int __cuda_2)
# 12 "v001493.cu"
{__device_stub__Z12norm3_kernelibi( __cuda_0,__cuda_1,__cuda_2);
# 18 "v001493.cu"
}
# 1 "v001493.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8update12i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))update12)), 0U); }
# 26 "v001493.cu"
void update12( int __cuda_0)
# 26 "v001493.cu"
{__device_stub__Z8update12i( __cuda_0);
# 35 "v001493.cu"
}
# 1 "v001493.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int))update12), _Z8update12i, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int, bool, int))norm3_kernel), _Z12norm3_kernelibi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
