#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002248.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7blend31fPKibPKf(float, const int *, bool, const float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8smooth39Pj(unsigned *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7blend31fPKibPKf(float __par0, const int *__par1, bool __par2, const float *__restrict__ __par3){ const float *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__T0 = __par3;__cudaSetupArgSimple(__T0, 24UL);__cudaLaunch(((char *)((void ( *)(float, const int *, bool, const float *__restrict__))blend31)), 0U);}
# 55 "v002248.cu"
void blend31( float __cuda_0,const int *__cuda_1,bool __cuda_2,const float *__restrict__ __cuda_3)
# 55 "v002248.cu"
{__device_stub__Z7blend31fPKibPKf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 62 "v002248.cu"
}
# 1 "v002248.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8smooth39Pj( unsigned *__restrict__ __par0) {  unsigned *__T1;
__cudaLaunchPrologue(1); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned *__restrict__))smooth39)), 0U); }
# 65 "v002248.cu"
void smooth39( unsigned *__restrict__ __cuda_0)
# 65 "v002248.cu"
{__device_stub__Z8smooth39Pj( __cuda_0);
# 74 "v002248.cu"
}
# 1 "v002248.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(unsigned *__restrict__))smooth39), smooth39, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(float, const int *, bool, const float *__restrict__))blend31), _Z7blend31fPKibPKf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
