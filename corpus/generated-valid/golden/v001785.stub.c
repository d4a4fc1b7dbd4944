#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001785.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5kick7lsi(long, short, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14tally11_kernelcPid(char, int *__restrict__, double);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7count20PfPKfS_(float *__restrict__, const float *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5kick7lsi(long __par0, short __par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaLaunch(((char *)((void ( *)(long, short, int))kick7)), 0U);}
# 17 "v001785.cu"
void kick7( long __cuda_0,short __cuda_1,int __cuda_2)
# 17 "v001785.cu"
{__device_stub__Z5kick7lsi( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v001785.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14tally11_kernelcPid( char __par0,  int *__restrict__ __par1,  double __par2) {  int *__T0;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(char, int *__restrict__, double))tally11_kernel)), 0U); }
# 22 "v001785.cu"
void tally11_kernel( char __cuda_0,int *__restrict__ __cuda_1,double __cuda_2)
# 22 "v001785.cu"
{__device_stub__Z14tally11_kernelcPid( __cuda_0,__cuda_1,__cuda_2);
# 38 "v001785.cu"
}
# 1 "v001785.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7count20PfPKfS_( float *__restrict__ __par0,  const float *__par1,  float *__par2) {  float *__T1;
__cudaLaunchPrologue(3); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float *__restrict__, const float *, float *))count20)), 0U); }
# 46 "v001785.cu"
void count20( float *__restrict__ __cuda_0,const float *__cuda_1,float *__cuda_2)
# 46 "v001785.cu"
{__device_stub__Z7count20PfPKfS_( __cuda_0,__cuda_1,__cuda_2);
# 55 "v001785.cu"
}
# 1 "v001785.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T11) {  __nv_dummy_param_ref(__T11); __nv_save_fatbinhandle_for_managed_rt(__T11); __cudaRegisterEntry(__T11, ((void ( *)(float *__restrict__, const float *, float *))count20), _Z7count20PfPKfS_, (-1)); __cudaRegisterEntry(__T11, ((void ( *)(char, int *__restrict__, double))tally11_kernel), _Z14tally11_kernelcPid, (-1)); __cudaRegisterEntry(__T11, ((void ( *)(long, short, int))kick7), kick7, (-1)); __cudaRegisterVariable(__T11, __shadow_var(d_spread19,::d_spread19), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
