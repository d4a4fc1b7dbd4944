#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001112.fatbin.c"
static void __device_stub__Z7trace42iPfPj(int, float *__restrict__, unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6util197probe20EPiPKjPji(int *__restrict__, const unsigned *, unsigned *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z7trace42iPfPj(int __par0, float *__restrict__ __par1, unsigned *__par2){ float *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, float *__restrict__, unsigned *))trace42)), 0U);}
# 66 "v001112.cu"
static void trace42( int __cuda_0,float *__restrict__ __cuda_1,unsigned *__cuda_2)
# 66 "v001112.cu"
{__device_stub__Z7trace42iPfPj( __cuda_0,__cuda_1,__cuda_2);
# 76 "v001112.cu"
}
# 1 "v001112.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6util197probe20EPiPKjPji( int *__restrict__ __par0,  const unsigned *__par1,  unsigned *__par2,  int __par3) {  int *__T4;
__cudaLaunchPrologue(4); __T4 = __par0; __cudaSetupArgSimple(__T4, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, const unsigned *, unsigned *, int))util19::probe20)), 0U); }
# 31 "v001112.cu"
void util19::probe20( int *__restrict__ __cuda_0,const unsigned *__cuda_1,unsigned *__cuda_2,int __cuda_3)
# 31 "v001112.cu"
{__device_stub__ZN6util197probe20EPiPKjPji( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v001112.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int *__restrict__, const unsigned *, unsigned *, int))util19::probe20), _ZN6util197probe20EPiPKjPji, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, float *__restrict__, unsigned *))trace42), _Z7trace42iPfPj, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
