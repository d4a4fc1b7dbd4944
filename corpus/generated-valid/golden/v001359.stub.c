#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001359.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6pivot9PKifPfi(const int *, float, float *__restrict__, int);
static void __device_stub__Z7clamp28fPiif(float, int *__restrict__, int, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6pivot9PKifPfi(const int *__par0, float __par1, float *__restrict__ __par2, int __par3){ float *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const int *, float, float *__restrict__, int))pivot9)), 0U);}
# 18 "v001359.cu"
void pivot9( const int *__cuda_0,float __cuda_1,float *__restrict__ __cuda_2,int __cuda_3)
# 19 "v001359.cu"
{__device_stub__Z6pivot9PKifPfi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 30 "v001359.cu"
}
# 1 "v001359.cudafe1.stub.c"
static void __device_stub__Z7clamp28fPiif( float __par0,  int *__restrict__ __par1,  int __par2,  float __par3) {  int *__T1;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(float, int *__restrict__, int, float))clamp28)), 0U); }
# 46 "v001359.cu"
static void clamp28( float __cuda_0,int *__restrict__ __cuda_1,int __cuda_2,float __cuda_3)
# 47 "v001359.cu"
{__device_stub__Z7clamp28fPiif( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 57 "v001359.cu"
}
# 1 "v001359.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(float, int *__restrict__, int, float))clamp28), _Z7clamp28fPiif, 1024); __cudaRegisterEntry(__T2, ((void ( *)(const int *, float, float *__restrict__, int))pivot9), _Z6pivot9PKifPfi, (-1)); __cudaRegisterVariable(__T2, __shadow_var(d_step27,::d_step27), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
