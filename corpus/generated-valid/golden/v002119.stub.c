#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002119.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12lerp6_kernelPiS_S_d(int *, int *__restrict__, int *__restrict__, double);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13kick31_kernelPiPfS_(int *, float *__restrict__, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14trace38_kernelPfPt(float *, unsigned short *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12lerp6_kernelPiS_S_d(int *__par0, int *__restrict__ __par1, int *__restrict__ __par2, double __par3){ int *__T0;
 int *__T1;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__T1 = __par2;__cudaSetupArgSimple(__T1, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int *, int *__restrict__, int *__restrict__, double))lerp6_kernel)), 0U);}
# 11 "v002119.cu"
void lerp6_kernel( int *__cuda_0,int *__restrict__ __cuda_1,int *__restrict__ __cuda_2,double __cuda_3)
# 12 "v002119.cu"
{__device_stub__Z12lerp6_kernelPiS_S_d( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v002119.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13kick31_kernelPiPfS_( int *__par0,  float *__restrict__ __par1,  int *__par2) {  float *__T2;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, float *__restrict__, int *))kick31_kernel)), 0U); }
# 54 "v002119.cu"
void kick31_kernel( int *__cuda_0,float *__restrict__ __cuda_1,int *__cuda_2)
# 55 "v002119.cu"
{__device_stub__Z13kick31_kernelPiPfS_( __cuda_0,__cuda_1,__cuda_2);
# 63 "v002119.cu"
}
# 1 "v002119.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14trace38_kernelPfPt( float *__par0,  unsigned short *__restrict__ __par1) {  unsigned short *__T3;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T3 = __par1; __cudaSetupArgSimple(__T3, 8UL); __cudaLaunch(((char *)((void ( *)(float *, unsigned short *__restrict__))trace38_kernel)), 0U); }
# 65 "v002119.cu"
void trace38_kernel( float *__cuda_0,unsigned short *__restrict__ __cuda_1)
# 66 "v002119.cu"
{__device_stub__Z14trace38_kernelPfPt( __cuda_0,__cuda_1);
# 76 "v002119.cu"
}
# 1 "v002119.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T10) {  __nv_dummy_param_ref(__T10); __nv_save_fatbinhandle_for_managed_rt(__T10); __cudaRegisterEntry(__T10, ((void ( *)(float *, unsigned short *__restrict__))trace38_kernel), _Z14trace38_kernelPfPt, (-1)); __cudaRegisterEntry(__T10, ((void ( *)(int *, float *__restrict__, int *))kick31_kernel), _Z13kick31_kernelPiPfS_, 512); __cudaRegisterEntry(__T10, ((void ( *)(int *, int *__restrict__, int *__restrict__, double))lerp6_kernel), _Z12lerp6_kernelPiS_S_d, (-1)); __cudaRegisterVariable(__T10, __shadow_var(d_combine30,::d_combine30), 0, 256UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
