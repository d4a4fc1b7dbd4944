#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000518.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8update11Pji(unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7tally24bPKfPii(bool, const float *, int *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8update11Pji(unsigned *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned *, int))update11)), 0U);}
# 24 "v000518.cu"
void update11( unsigned *__cuda_0,int __cuda_1)
# 25 "v000518.cu"
{__device_stub__Z8update11Pji( __cuda_0,__cuda_1);
# 35 "v000518.cu"
}
# 1 "v000518.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7tally24bPKfPii( bool __par0,  const float *__par1,  int *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(bool, const float *, int *, int))tally24)), 0U); }
# 49 "v000518.cu"
void tally24( bool __cuda_0,const float *__cuda_1,int *__cuda_2,int __cuda_3)
# 50 "v000518.cu"
{__device_stub__Z7tally24bPKfPii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 61 "v000518.cu"
}
# 1 "v000518.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(bool, const float *, int *, int))tally24), _Z7tally24bPKfPii, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(unsigned *, int))update11), update11, 32); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
