#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002254.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7spread7PsPKilPKj(short *, const int *, long, const unsigned *__restrict__);
static void __device_stub__Z7accum14iPKfa(int, const float *, signed char);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7spread7PsPKilPKj(short *__par0, const int *__par1, long __par2, const unsigned *__restrict__ __par3){ const unsigned *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__T0 = __par3;__cudaSetupArgSimple(__T0, 24UL);__cudaLaunch(((char *)((void ( *)(short *, const int *, long, const unsigned *__restrict__))spread7)), 0U);}
# 12 "v002254.cu"
void spread7( short *__cuda_0,const int *__cuda_1,long __cuda_2,const unsigned *__restrict__ __cuda_3)
# 13 "v002254.cu"
{__device_stub__Z7spread7PsPKilPKj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 22 "v002254.cu"
}
# 1 "v002254.cudafe1.stub.c"
static void __device_stub__Z7accum14iPKfa( int __par0,  const float *__par1,  signed char __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, const float *, signed char))accum14)), 0U); }
# 25 "v002254.cu"
static void accum14( int __cuda_0,const float *__cuda_1,signed char __cuda_2)
# 26 "v002254.cu"
{__device_stub__Z7accum14iPKfa( __cuda_0,__cuda_1,__cuda_2);
# 34 "v002254.cu"
}
# 1 "v002254.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int, const float *, signed char))accum14), _Z7accum14iPKfa, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(short *, const int *, long, const unsigned *__restrict__))spread7), _Z7spread7PsPKilPKj, (-1)); __cudaRegisterManagedVariable(__T4, __shadow_var(m_clamp6,::m_clamp6), 0, 256UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
