#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000191.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14trace25_kerneliPKx(int, const long long *);
static void __device_stub__Z8gather30jdh(unsigned, double, unsigned char);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14tally36_kernelPfPKiiS_(float *, const int *, int, float *);
static void __device_stub__Z9stencil43iPKxiPi(int, const long long *, int, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14probe50_kernelPi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14trace25_kerneliPKx(int __par0, const long long *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int, const long long *))trace25_kernel)), 0U);}
# 45 "v000191.cu"
void trace25_kernel( int __cuda_0,const long long *__cuda_1)
# 45 "v000191.cu"
{__device_stub__Z14trace25_kerneliPKx( __cuda_0,__cuda_1);




}
# 1 "v000191.cudafe1.stub.c"
static void __device_stub__Z8gather30jdh( unsigned __par0,  double __par1,  unsigned char __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned, double, unsigned char))gather30)), 0U); }
# 53 "v000191.cu"
static void gather30( unsigned __cuda_0,double __cuda_1,unsigned char __cuda_2)
# 53 "v000191.cu"
{__device_stub__Z8gather30jdh( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v000191.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14tally36_kernelPfPKiiS_( float *__par0,  const int *__par1,  int __par2,  float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(float *, const int *, int, float *))tally36_kernel)), 0U); }
# 60 "v000191.cu"
void tally36_kernel( float *__cuda_0,const int *__cuda_1,int __cuda_2,float *__cuda_3)
# 60 "v000191.cu"
{__device_stub__Z14tally36_kernelPfPKiiS_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 67 "v000191.cu"
}
# 1 "v000191.cudafe1.stub.c"
static void __device_stub__Z9stencil43iPKxiPi( int __par0,  const long long *__par1,  int __par2,  int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, const long long *, int, int *))stencil43)), 0U); }
# 69 "v000191.cu"
static void stencil43( int __cuda_0,const long long *__cuda_1,int __cuda_2,int *__cuda_3)
# 69 "v000191.cu"
{__device_stub__Z9stencil43iPKxiPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v000191.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14probe50_kernelPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))probe50_kernel)), 0U); }
# 76 "v000191.cu"
void probe50_kernel( int *__cuda_0)
# 76 "v000191.cu"
{__device_stub__Z14probe50_kernelPi( __cuda_0);
# 82 "v000191.cu"
}
# 1 "v000191.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int *))probe50_kernel), _Z14probe50_kernelPi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, const long long *, int, int *))stencil43), _Z9stencil43iPKxiPi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(float *, const int *, int, float *))tally36_kernel), _Z14tally36_kernelPfPKiiS_, 32); __cudaRegisterEntry(__T4, ((void ( *)(unsigned, double, unsigned char))gather30), _Z8gather30jdh, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, const long long *))trace25_kernel), _Z14trace25_kerneliPKx, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
