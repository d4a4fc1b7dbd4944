#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001977.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13tally3_kerneljif(unsigned, int, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6step12PyPf(unsigned long long *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7trace30iPKiPKdPd(int, const int *, const double *, double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13tally3_kerneljif(unsigned __par0, int __par1, float __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned, int, float))tally3_kernel)), 0U);}
# 8 "v001977.cu"
void tally3_kernel( unsigned __cuda_0,int __cuda_1,float __cuda_2)
# 9 "v001977.cu"
{__device_stub__Z13tally3_kerneljif( __cuda_0,__cuda_1,__cuda_2);
# 18 "v001977.cu"
}
# 1 "v001977.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6step12PyPf( unsigned long long *__par0,  float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned long long *, float *))step12)), 0U); }
# 20 "v001977.cu"
void step12( unsigned long long *__cuda_0,float *__cuda_1)
# 21 "v001977.cu"
{__device_stub__Z6step12PyPf( __cuda_0,__cuda_1);
# 34 "v001977.cu"
}
# 1 "v001977.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7trace30iPKiPKdPd( int __par0,  const int *__par1,  const double *__par2,  double *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, const int *, const double *, double *))trace30)), 0U); }
# 52 "v001977.cu"
void trace30( int __cuda_0,const int *__cuda_1,const double *__cuda_2,double *__cuda_3)
# 53 "v001977.cu"
{__device_stub__Z7trace30iPKiPKdPd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 63 "v001977.cu"
}
# 1 "v001977.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, const int *, const double *, double *))trace30), _Z7trace30iPKiPKdPd, 512); __cudaRegisterEntry(__T3, ((void ( *)(unsigned long long *, float *))step12), _Z6step12PyPf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned, int, float))tally3_kernel), _Z13tally3_kerneljif, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
