#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001831.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13blend5_kernelPjf(unsigned *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6kick14PlPiPKf(long *, int *, const float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_norm23Pji(unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_norm24Pii(int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6kern2513bump32_kernelEPiS0_(int *__restrict__, int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13blend5_kernelPjf(unsigned *__par0, float __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned *, float))blend5_kernel)), 0U);}
# 10 "v001831.cu"
void blend5_kernel( unsigned *__cuda_0,float __cuda_1)
# 10 "v001831.cu"
{__device_stub__Z13blend5_kernelPjf( __cuda_0,__cuda_1);
# 23 "v001831.cu"
}
# 1 "v001831.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6kick14PlPiPKf( long *__par0,  int *__par1,  const float *__restrict__ __par2) {  const float *__T0;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T0 = __par2; __cudaSetupArgSimple(__T0, 16UL); __cudaLaunch(((char *)((void ( *)(long *, int *, const float *__restrict__))kick14)), 0U); }
# 26 "v001831.cu"
void kick14( long *__cuda_0,int *__cuda_1,const float *__restrict__ __cuda_2)
# 26 "v001831.cu"
{__device_stub__Z6kick14PlPiPKf( __cuda_0,__cuda_1,__cuda_2);
# 38 "v001831.cu"
}
# 1 "v001831.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_norm23Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_norm23)), 0U); }
# 45 "v001831.cu"
void map_norm23( unsigned *__cuda_0,int __cuda_1)
# 45 "v001831.cu"
{__device_stub__Z10map_norm23Pji( __cuda_0,__cuda_1); }
# 1 "v001831.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_norm24Pii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))map_norm24)), 0U); }
# 46 "v001831.cu"
void map_norm24( int *__cuda_0,int __cuda_1)
# 46 "v001831.cu"
{__device_stub__Z10map_norm24Pii( __cuda_0,__cuda_1); }
# 1 "v001831.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6kern2513bump32_kernelEPiS0_( int *__restrict__ __par0,  int *__restrict__ __par1) {  int *__T4;
 int *__T5;
__cudaLaunchPrologue(2); __T4 = __par0; __cudaSetupArgSimple(__T4, 0UL); __T5 = __par1; __cudaSetupArgSimple(__T5, 8UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, int *__restrict__))kern25::bump32_kernel)), 0U); }
# 74 "v001831.cu"
void kern25::bump32_kernel( int *__restrict__ __cuda_0,int *__restrict__ __cuda_1)
# 74 "v001831.cu"
{__device_stub__ZN6kern2513bump32_kernelEPiS0_( __cuda_0,__cuda_1);




}
# 1 "v001831.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(int *__restrict__, int *__restrict__))kern25::bump32_kernel), _ZN6kern2513bump32_kernelEPiS0_, 32UL); __cudaRegisterEntry(__T6, ((void ( *)(int *, int))map_norm24), _Z10map_norm24Pii, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(unsigned *, int))map_norm23), _Z10map_norm23Pji, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(long *, int *, const float *__restrict__))kick14), _Z6kick14PlPiPKf, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(unsigned *, float))blend5_kernel), _Z13blend5_kernelPjf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
