#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002158.fatbin.c"
static void __device_stub__Z12kick8_kerneliPlPKiPx(int, long *, const int *__restrict__, long long *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8gather24PKfiPii(const float *, int, int *__restrict__, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z12kick8_kerneliPlPKiPx(int __par0, long *__par1, const int *__restrict__ __par2, long long *__restrict__ __par3){ const int *__T0;
 long long *__T1;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__T1 = __par3;__cudaSetupArgSimple(__T1, 24UL);__cudaLaunch(((char *)((void ( *)(int, long *, const int *__restrict__, long long *__restrict__))kick8_kernel)), 0U);}
# 18 "v002158.cu"
static void kick8_kernel( int __cuda_0,long *__cuda_1,const int *__restrict__ __cuda_2,long long *__restrict__ __cuda_3)
# 19 "v002158.cu"
{__device_stub__Z12kick8_kerneliPlPKiPx( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v002158.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8gather24PKfiPii( const float *__par0,  int __par1,  int *__restrict__ __par2,  int __par3) {  int *__T2;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T2 = __par2; __cudaSetupArgSimple(__T2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const float *, int, int *__restrict__, int))gather24)), 0U); }
# 43 "v002158.cu"
void gather24( const float *__cuda_0,int __cuda_1,int *__restrict__ __cuda_2,int __cuda_3)
# 44 "v002158.cu"
{__device_stub__Z8gather24PKfiPii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 55 "v002158.cu"
}
# 1 "v002158.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const float *, int, int *__restrict__, int))gather24), _Z8gather24PKfiPii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, long *, const int *__restrict__, long long *__restrict__))kick8_kernel), _Z12kick8_kerneliPlPKiPx, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_fold15,::c_fold15), 0, 4UL, 1, 0); __cudaRegisterVariable(__T3, __shadow_var(d_update17,::d_update17), 0, 4UL, 0, 0); __cudaRegisterVariable(__T3, __shadow_var(d_blend18,::d_blend18), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
