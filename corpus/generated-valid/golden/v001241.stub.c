#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001241.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12fold7_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9scatter18PdPyPf(double *__restrict__, unsigned long long *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9stencil23PlPdPii(long *__restrict__, double *, int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6step39iPKh(int, const unsigned char *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12fold7_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))fold7_kernel)), 0U);}
# 22 "v001241.cu"
void fold7_kernel( int __cuda_0)
# 23 "v001241.cu"
{__device_stub__Z12fold7_kerneli( __cuda_0);
# 34 "v001241.cu"
}
# 1 "v001241.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9scatter18PdPyPf( double *__restrict__ __par0,  unsigned long long *__par1,  float *__par2) {  double *__T0;
__cudaLaunchPrologue(3); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(double *__restrict__, unsigned long long *, float *))scatter18)), 0U); }
# 38 "v001241.cu"
void scatter18( double *__restrict__ __cuda_0,unsigned long long *__cuda_1,float *__cuda_2)
# 39 "v001241.cu"
{__device_stub__Z9scatter18PdPyPf( __cuda_0,__cuda_1,__cuda_2);
# 51 "v001241.cu"
}
# 1 "v001241.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9stencil23PlPdPii( long *__restrict__ __par0,  double *__par1,  int *__par2,  int __par3) {  long *__T1;
__cudaLaunchPrologue(4); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(long *__restrict__, double *, int *, int))stencil23)), 0U); }
# 53 "v001241.cu"
void stencil23( long *__restrict__ __cuda_0,double *__cuda_1,int *__cuda_2,int __cuda_3)
# 54 "v001241.cu"
{__device_stub__Z9stencil23PlPdPii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 68 "v001241.cu"
}
# 1 "v001241.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6step39iPKh( int __par0,  const unsigned char *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, const unsigned char *))step39)), 0U); }
# 80 "v001241.cu"
void step39( int __cuda_0,const unsigned char *__cuda_1)
# 81 "v001241.cu"
{__device_stub__Z6step39iPKh( __cuda_0,__cuda_1);
# 97 "v001241.cu"
}
# 1 "v001241.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int, const unsigned char *))step39), _Z6step39iPKh, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(long *__restrict__, double *, int *, int))stencil23), _Z9stencil23PlPdPii, 256); __cudaRegisterEntry(__T5, ((void ( *)(double *__restrict__, unsigned long long *, float *))scatter18), _Z9scatter18PdPyPf, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int))fold7_kernel), _Z12fold7_kerneli, (-1)); __cudaRegisterVariable(__T5, __shadow_var(c_shade13,::c_shade13), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
