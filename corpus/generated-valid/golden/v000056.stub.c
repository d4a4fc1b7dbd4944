#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000056.fatbin.c"
static void __device_stub__Z14relax14_kernelbiil(bool, int, int, long);
static void __device_stub__Z6step27Pi(ptr4_t);
static void __device_stub__Z13lerp38_kernelPiPdi(int *__restrict__, double *__restrict__, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z14relax14_kernelbiil(bool __par0, int __par1, int __par2, long __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(bool, int, int, long))relax14_kernel)), 0U);}
# 26 "v000056.cu"
static void relax14_kernel( bool __cuda_0,int __cuda_1,int __cuda_2,long __cuda_3)
# 26 "v000056.cu"
{__device_stub__Z14relax14_kernelbiil( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 40 "v000056.cu"
}
# 1 "v000056.cudafe1.stub.c"
static void __device_stub__Z6step27Pi( ptr4_t __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(ptr4_t))step27)), 0U); }
# 43 "v000056.cu"
static void step27( ::ptr4_t __cuda_0)
# 43 "v000056.cu"
{__device_stub__Z6step27Pi( __cuda_0);
# 49 "v000056.cu"
}
# 1 "v000056.cudafe1.stub.c"
static void __device_stub__Z13lerp38_kernelPiPdi( int *__restrict__ __par0,  double *__restrict__ __par1,  int __par2) {  int *__T0;
 double *__T1;
__cudaLaunchPrologue(3); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, double *__restrict__, int))lerp38_kernel)), 0U); }
# 61 "v000056.cu"
static void lerp38_kernel( int *__restrict__ __cuda_0,double *__restrict__ __cuda_1,int __cuda_2)
# 61 "v000056.cu"
{__device_stub__Z13lerp38_kernelPiPdi( __cuda_0,__cuda_1,__cuda_2);
# 75 "v000056.cu"
}
# 1 "v000056.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int *__restrict__, double *__restrict__, int))lerp38_kernel), _Z13lerp38_kernelPiPdi, 512); __cudaRegisterEntry(__T5, ((void ( *)(ptr4_t))step27), _Z6step27Pi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(bool, int, int, long))relax14_kernel), _Z14relax14_kernelbiil, (-1)); __cudaRegisterVariable(__T5, __shadow_var(c_decay26,::c_decay26), 0, 32UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
