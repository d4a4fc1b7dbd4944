#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001858.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6warp14iiPfPi(int, int, float *__restrict__, int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13bias26_kernelfPf(float, float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_bump34Pdi(double *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6warp14iiPfPi(int __par0, int __par1, float *__restrict__ __par2, int *__restrict__ __par3){ float *__T0;
 int *__T1;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 8UL);__T1 = __par3;__cudaSetupArgSimple(__T1, 16UL);__cudaLaunch(((char *)((void ( *)(int, int, float *__restrict__, int *__restrict__))warp14)), 0U);}
# 27 "v001858.cu"
void warp14( int __cuda_0,int __cuda_1,float *__restrict__ __cuda_2,int *__restrict__ __cuda_3)
# 27 "v001858.cu"
{__device_stub__Z6warp14iiPfPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v001858.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13bias26_kernelfPf( float __par0,  float *__restrict__ __par1) {  float *__T2;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __cudaLaunch(((char *)((void ( *)(float, float *__restrict__))bias26_kernel)), 0U); }
# 53 "v001858.cu"
void bias26_kernel( float __cuda_0,float *__restrict__ __cuda_1)
# 53 "v001858.cu"
{__device_stub__Z13bias26_kernelfPf( __cuda_0,__cuda_1);
# 63 "v001858.cu"
}
# 1 "v001858.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_bump34Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_bump34)), 0U); }
# 70 "v001858.cu"
void map_bump34( double *__cuda_0,int __cuda_1)
# 70 "v001858.cu"
{__device_stub__Z10map_bump34Pdi( __cuda_0,__cuda_1); }
# 1 "v001858.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(double *, int))map_bump34), _Z10map_bump34Pdi, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(float, float *__restrict__))bias26_kernel), _Z13bias26_kernelfPf, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(int, int, float *__restrict__, int *__restrict__))warp14), _Z6warp14iiPfPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
