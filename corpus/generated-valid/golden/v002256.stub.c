#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002256.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7split13PmPifPl(unsigned long *, int *__restrict__, float, long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9stencil21iPKdi(int, const double *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8filter27PKiS0_PKf(const int *, const int *, const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7split13PmPifPl(unsigned long *__par0, int *__restrict__ __par1, float __par2, long *__par3){ int *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned long *, int *__restrict__, float, long *))split13)), 0U);}
# 35 "v002256.cu"
void split13( unsigned long *__cuda_0,int *__restrict__ __cuda_1,float __cuda_2,long *__cuda_3)
# 35 "v002256.cu"
{__device_stub__Z7split13PmPifPl( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 44 "v002256.cu"
}
# 1 "v002256.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9stencil21iPKdi( int __par0,  const double *__restrict__ __par1,  int __par2) {  const double *__T1;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, const double *__restrict__, int))stencil21)), 0U); }
# 47 "v002256.cu"
void stencil21( int __cuda_0,const double *__restrict__ __cuda_1,int __cuda_2)
# 47 "v002256.cu"
{__device_stub__Z9stencil21iPKdi( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v002256.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8filter27PKiS0_PKf( const int *__par0,  const int *__par1,  const float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *, const int *, const float *))filter27)), 0U); }
# 54 "v002256.cu"
void filter27( const int *__cuda_0,const int *__cuda_1,const float *__cuda_2)
# 54 "v002256.cu"
{__device_stub__Z8filter27PKiS0_PKf( __cuda_0,__cuda_1,__cuda_2);
# 74 "v002256.cu"
}
# 1 "v002256.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const int *, const int *, const float *))filter27), _Z8filter27PKiS0_PKf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, const double *__restrict__, int))stencil21), _Z9stencil21iPKdi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned long *, int *__restrict__, float, long *))split13), split13, 256); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
