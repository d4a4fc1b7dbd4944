#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001722.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13weigh1_kernelPlPidi(long *__restrict__, int *__restrict__, double, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6bias10PiPfPKdPl(int *__restrict__, float *, const double *, long *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13weigh1_kernelPlPidi(long *__restrict__ __par0, int *__restrict__ __par1, double __par2, int __par3){ long *__T0;
 int *__T1;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__T1 = __par1;__cudaSetupArgSimple(__T1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(long *__restrict__, int *__restrict__, double, int))weigh1_kernel)), 0U);}
# 5 "v001722.cu"
void weigh1_kernel( long *__restrict__ __cuda_0,int *__restrict__ __cuda_1,double __cuda_2,int __cuda_3)
# 6 "v001722.cu"
{__device_stub__Z13weigh1_kernelPlPidi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 21 "v001722.cu"
}
# 1 "v001722.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6bias10PiPfPKdPl( int *__restrict__ __par0,  float *__par1,  const double *__par2,  long *__restrict__ __par3) {  int *__T2;
 long *__T3;
__cudaLaunchPrologue(4); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T3 = __par3; __cudaSetupArgSimple(__T3, 24UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, float *, const double *, long *__restrict__))bias10)), 0U); }
# 23 "v001722.cu"
void bias10( int *__restrict__ __cuda_0,float *__cuda_1,const double *__cuda_2,long *__restrict__ __cuda_3)
# 24 "v001722.cu"
{__device_stub__Z6bias10PiPfPKdPl( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 36 "v001722.cu"
}
# 1 "v001722.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(int *__restrict__, float *, const double *, long *__restrict__))bias10), _Z6bias10PiPfPKdPl, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(long *__restrict__, int *__restrict__, double, int))weigh1_kernel), _Z13weigh1_kernelPlPidi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
