#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001503.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7drift23Pf5Acc17jPi(float *, struct Acc17&, unsigned, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7drift23Pf5Acc17jPi(float *__par0, struct Acc17&__par1, unsigned __par2, int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArg(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(float *, struct Acc17, unsigned, int *))drift23)), 0U);}
# 45 "v001503.cu"
void drift23( float *__cuda_0,struct ::Acc17 __cuda_1,unsigned __cuda_2,int *__cuda_3)
# 45 "v001503.cu"
{__device_stub__Z7drift23Pf5Acc17jPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 52 "v001503.cu"
}
# 1 "v001503.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(float *, struct Acc17, unsigned, int *))drift23), _Z7drift23Pf5Acc17jPi, 1024); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
