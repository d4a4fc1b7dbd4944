#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001595.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6sweep4fii(float, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6pack22PKi(const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6sweep4fii(float __par0, int __par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(float, int, int))sweep4)), 0U);}
# 9 "v001595.cu"
void sweep4( float __cuda_0,int __cuda_1,int __cuda_2)
# 9 "v001595.cu"
{__device_stub__Z6sweep4fii( __cuda_0,__cuda_1,__cuda_2);
# 16 "v001595.cu"
}
# 1 "v001595.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6pack22PKi( const int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const int *))pack22)), 0U); }
# 46 "v001595.cu"
void pack22( const int *__cuda_0)
# 46 "v001595.cu"
{__device_stub__Z6pack22PKi( __cuda_0);
# 54 "v001595.cu"
}
# 1 "v001595.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T14) {  __nv_dummy_param_ref(__T14); __nv_save_fatbinhandle_for_managed_rt(__T14); __cudaRegisterEntry(__T14, ((void ( *)(const int *))pack22), _Z6pack22PKi, (-1)); __cudaRegisterEntry(__T14, ((void ( *)(float, int, int))sweep4), _Z6sweep4fii, 1024); __cudaRegisterVariable(__T14, __shadow_var(d_bump15,::d_bump15), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
