#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001418.fatbin.c"
static void __device_stub__Z7relax20PKiPKfi(const int *, const float *__restrict__, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z7relax20PKiPKfi(const int *__par0, const float *__restrict__ __par1, int __par2){ const float *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const int *, const float *__restrict__, int))relax20)), 0U);}
# 44 "v001418.cu"
static void relax20( const int *__cuda_0,const float *__restrict__ __cuda_1,int __cuda_2)
# 45 "v001418.cu"
{__device_stub__Z7relax20PKiPKfi( __cuda_0,__cuda_1,__cuda_2);
# 63 "v001418.cu"
}
# 1 "v001418.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(const int *, const float *__restrict__, int))relax20), _Z7relax20PKiPKfi, 128); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
