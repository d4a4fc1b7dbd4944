#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000003.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6accum4bPKsdPf(bool, const short *, double, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14shade20_kerneliPi(int, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12reads_host44Pi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6accum4bPKsdPf(bool __par0, const short *__par1, double __par2, float *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(bool, const short *, double, float *))accum4)), 0U);}
# 9 "i000003.cu"
void accum4( bool __cuda_0,const short *__cuda_1,double __cuda_2,float *__cuda_3)
# 10 "i000003.cu"
{__device_stub__Z6accum4bPKsdPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 16 "i000003.cu"
}
# 1 "i000003.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14shade20_kerneliPi( int __par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, int *))shade20_kernel)), 0U); }
# 38 "i000003.cu"
void shade20_kernel( int __cuda_0,int *__cuda_1)
# 39 "i000003.cu"
{__device_stub__Z14shade20_kerneliPi( __cuda_0,__cuda_1);



}
# 1 "i000003.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12reads_host44Pi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))reads_host44)), 0U); }
# 62 "i000003.cu"
void reads_host44( int *__cuda_0)
# 63 "i000003.cu"
{__device_stub__Z12reads_host44Pi( __cuda_0);

}
# 1 "i000003.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *))reads_host44), _Z12reads_host44Pi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, int *))shade20_kernel), _Z14shade20_kerneliPi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(bool, const short *, double, float *))accum4), _Z6accum4bPKsdPf, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_shade9,::c_shade9), 0, 4UL, 1, 0); __cudaRegisterManagedVariable(__T3, __shadow_var(m_blend19,::m_blend19), 0, 4UL, 0, 0); __cudaRegisterVariable(__T3, __shadow_var(c_tally29,::c_tally29), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
