#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000681.fatbin.c"
static void __device_stub__Z6blend4ifPKjPj(int, float, const unsigned *__restrict__, unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7score16Pfii(float *, int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6blend4ifPKjPj(int __par0, float __par1, const unsigned *__restrict__ __par2, unsigned *__par3){ const unsigned *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(int, float, const unsigned *__restrict__, unsigned *))blend4)), 0U);}
# 12 "v000681.cu"
static void blend4( int __cuda_0,float __cuda_1,const unsigned *__restrict__ __cuda_2,unsigned *__cuda_3)
# 12 "v000681.cu"
{__device_stub__Z6blend4ifPKjPj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 23 "v000681.cu"
}
# 1 "v000681.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7score16Pfii( float *__par0,  int __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(float *, int, int))score16)), 0U); }
# 37 "v000681.cu"
void score16( float *__cuda_0,int __cuda_1,int __cuda_2)
# 37 "v000681.cu"
{__device_stub__Z7score16Pfii( __cuda_0,__cuda_1,__cuda_2);
# 45 "v000681.cu"
}
# 1 "v000681.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(float *, int, int))score16), _Z7score16Pfii, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(int, float, const unsigned *__restrict__, unsigned *))blend4), _Z6blend4ifPKjPj, 64); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
