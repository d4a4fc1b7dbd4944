#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002315.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12lerp3_kernelii(int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6march7PsPjPKfPf(short *, unsigned *, const float *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7tally21PmPs(unsigned long *, short *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16combine34_kernelPKsi(const short *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12lerp3_kernelii(int __par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(int, int))lerp3_kernel)), 0U);}
# 7 "v002315.cu"
void lerp3_kernel( int __cuda_0,int __cuda_1)
# 8 "v002315.cu"
{__device_stub__Z12lerp3_kernelii( __cuda_0,__cuda_1);
# 14 "v002315.cu"
}
# 1 "v002315.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6march7PsPjPKfPf( short *__par0,  unsigned *__par1,  const float *__par2,  float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(short *, unsigned *, const float *, float *))march7)), 0U); }
# 15 "v002315.cu"
void march7( short *__cuda_0,unsigned *__cuda_1,const float *__cuda_2,float *__cuda_3)
# 16 "v002315.cu"
{__device_stub__Z6march7PsPjPKfPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 29 "v002315.cu"
}
# 1 "v002315.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7tally21PmPs( unsigned long *__par0,  short *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned long *, short *))tally21)), 0U); }
# 42 "v002315.cu"
void tally21( unsigned long *__cuda_0,short *__cuda_1)
# 43 "v002315.cu"
{__device_stub__Z7tally21PmPs( __cuda_0,__cuda_1);
# 57 "v002315.cu"
}
# 1 "v002315.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16combine34_kernelPKsi( const short *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const short *, int))combine34_kernel)), 0U); }
# 67 "v002315.cu"
void combine34_kernel( const short *__cuda_0,int __cuda_1)
# 68 "v002315.cu"
{__device_stub__Z16combine34_kernelPKsi( __cuda_0,__cuda_1);
# 79 "v002315.cu"
}
# 1 "v002315.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const short *, int))combine34_kernel), _Z16combine34_kernelPKsi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned long *, short *))tally21), _Z7tally21PmPs, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(short *, unsigned *, const float *, float *))march7), _Z6march7PsPjPKfPf, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, int))lerp3_kernel), _Z12lerp3_kernelii, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_march33,::d_march33), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
