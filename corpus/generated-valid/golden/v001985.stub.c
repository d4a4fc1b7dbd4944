#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001985.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5kick4s(short);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5img3313bump34_kernelEiifPKi(int, int, float, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5kick4s(short __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(short))kick4)), 0U);}
# 14 "v001985.cu"
void kick4( short __cuda_0)
# 15 "v001985.cu"
{__device_stub__Z5kick4s( __cuda_0);
# 24 "v001985.cu"
}
# 1 "v001985.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5img3313bump34_kernelEiifPKi( int __par0,  int __par1,  float __par2,  const int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int, int, float, const int *))img33::bump34_kernel)), 0U); }
# 53 "v001985.cu"
void img33::bump34_kernel( int __cuda_0,int __cuda_1,float __cuda_2,const int *__cuda_3)
# 54 "v001985.cu"
{__device_stub__ZN5img3313bump34_kernelEiifPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 70 "v001985.cu"
}
# 1 "v001985.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(int, int, float, const int *))img33::bump34_kernel), _ZN5img3313bump34_kernelEiifPKi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(short))kick4), _Z5kick4s, 32); __cudaRegisterVariable(__T6, __shadow_var(d_combine12,::d_combine12), 0, 32UL, 0, 0); __cudaRegisterVariable(__T6, __shadow_var(c_spread19,::c_spread19), 0, 8UL, 1, 0); __cudaRegisterVariable(__T6, __shadow_var(d_update32,::d_update32), 0, 4UL, 0, 0); __cudaRegisterVariable(__T6, __shadow_var(_ZN5img338d_bias45E,::img33::d_bias45), 0, 1UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
