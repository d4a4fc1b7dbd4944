#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001697.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7accum22PKjPKiPfi(const unsigned *, const int *__restrict__, float *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7split29mf(size_t, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7accum22PKjPKiPfi(const unsigned *__par0, const int *__restrict__ __par1, float *__restrict__ __par2, int __par3){ const int *__T0;
 float *__T1;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__T1 = __par2;__cudaSetupArgSimple(__T1, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const unsigned *, const int *__restrict__, float *__restrict__, int))accum22)), 0U);}
# 58 "v001697.cu"
void accum22( const unsigned *__cuda_0,const int *__restrict__ __cuda_1,float *__restrict__ __cuda_2,int __cuda_3)
# 59 "v001697.cu"
{__device_stub__Z7accum22PKjPKiPfi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 66 "v001697.cu"
}
# 1 "v001697.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7split29mf( size_t __par0,  float __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(size_t, float))split29)), 0U); }
# 68 "v001697.cu"
void split29( ::size_t __cuda_0,float __cuda_1)
# 69 "v001697.cu"
{__device_stub__Z7split29mf( __cuda_0,__cuda_1);
# 79 "v001697.cu"
}
# 1 "v001697.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T11) {  __nv_dummy_param_ref(__T11); __nv_save_fatbinhandle_for_managed_rt(__T11); __cudaRegisterEntry(__T11, ((void ( *)(size_t, float))split29), _Z7split29mf, (-1)); __cudaRegisterEntry(__T11, ((void ( *)(const unsigned *, const int *__restrict__, float *__restrict__, int))accum22), _Z7accum22PKjPKiPfi, (-1)); __cudaRegisterManagedVariable(__T11, __shadow_var(m_sift15,::m_sift15), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
