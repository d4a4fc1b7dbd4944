#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000551.fatbin.c"
typedef kern10::Mode12 _ZN6kern106Mode12E;
extern __attribute__((visibility("hidden"))) void __device_stub__Z14decay34_kerneliN6kern106Mode12E(int,  _ZN6kern106Mode12E);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7pivot43Pf(float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14decay34_kerneliN6kern106Mode12E(int __par0,  _ZN6kern106Mode12E __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(int,  _ZN6kern106Mode12E))decay34_kernel)), 0U);}
# 58 "v000551.cu"
void decay34_kernel( int __cuda_0, _ZN6kern106Mode12E __cuda_1)
# 58 "v000551.cu"
{__device_stub__Z14decay34_kerneliN6kern106Mode12E( __cuda_0,__cuda_1);
# 64 "v000551.cu"
}
# 1 "v000551.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7pivot43Pf( float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float *))pivot43)), 0U); }
# 77 "v000551.cu"
void pivot43( float *__cuda_0)
# 77 "v000551.cu"
{__device_stub__Z7pivot43Pf( __cuda_0);
# 85 "v000551.cu"
}
# 1 "v000551.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float *))pivot43), pivot43, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int,  _ZN6kern106Mode12E))decay34_kernel), _Z14decay34_kerneliN6kern106Mode12E, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_bump3,::d_bump3), 0, 4UL, 0, 0); __cudaRegisterVariable(__T3, __shadow_var(d_fuse42,::d_fuse42), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
