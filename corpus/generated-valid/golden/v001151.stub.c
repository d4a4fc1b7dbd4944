#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001151.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5pack8PKiPi6Phase4b(const int *, int *__restrict__, enum Phase4, bool);
static void __device_stub__Z14merge16_kernelPtiPKxPKi(unsigned short *__restrict__, int, const long long *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5pack8PKiPi6Phase4b(const int *__par0, int *__restrict__ __par1, enum Phase4 __par2, bool __par3){ int *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(const int *, int *__restrict__, enum Phase4, bool))pack8)), 0U);}
# 10 "v001151.cu"
void pack8( const int *__cuda_0,int *__restrict__ __cuda_1,enum ::Phase4 __cuda_2,bool __cuda_3)
# 10 "v001151.cu"
{__device_stub__Z5pack8PKiPi6Phase4b( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001151.cudafe1.stub.c"
static void __device_stub__Z14merge16_kernelPtiPKxPKi( unsigned short *__restrict__ __par0,  int __par1,  const long long *__par2,  const int *__par3) {  unsigned short *__T1;
__cudaLaunchPrologue(4); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned short *__restrict__, int, const long long *, const int *))merge16_kernel)), 0U); }
# 19 "v001151.cu"
static void merge16_kernel( unsigned short *__restrict__ __cuda_0,int __cuda_1,const long long *__cuda_2,const int *__cuda_3)
# 19 "v001151.cu"
{__device_stub__Z14merge16_kernelPtiPKxPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 31 "v001151.cu"
}
# 1 "v001151.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(unsigned short *__restrict__, int, const long long *, const int *))merge16_kernel), _Z14merge16_kernelPtiPKxPKi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const int *, int *__restrict__, enum Phase4, bool))pack8), _Z5pack8PKiPi6Phase4b, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
