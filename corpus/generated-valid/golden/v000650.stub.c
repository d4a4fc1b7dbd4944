#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000650.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6probe2PKf(const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6shade7ijPi(int, unsigned, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14probe29_kerneliPdii(int, double *__restrict__, int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6probe2PKf(const float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const float *))probe2)), 0U);}
# 8 "v000650.cu"
void probe2( const float *__cuda_0)
# 8 "v000650.cu"
{__device_stub__Z6probe2PKf( __cuda_0);




}
# 1 "v000650.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6shade7ijPi( int __par0,  unsigned __par1,  int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(int, unsigned, int *))shade7)), 0U); }
# 15 "v000650.cu"
void shade7( int __cuda_0,unsigned __cuda_1,int *__cuda_2)
# 15 "v000650.cu"
{__device_stub__Z6shade7ijPi( __cuda_0,__cuda_1,__cuda_2);
# 21 "v000650.cu"
}
# 1 "v000650.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14probe29_kerneliPdii( int __par0,  double *__restrict__ __par1,  int __par2,  int __par3) {  double *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(int, double *__restrict__, int, int))probe29_kernel)), 0U); }
# 45 "v000650.cu"
void probe29_kernel( int __cuda_0,double *__restrict__ __cuda_1,int __cuda_2,int __cuda_3)
# 45 "v000650.cu"
{__device_stub__Z14probe29_kerneliPdii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v000650.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T10) {  __nv_dummy_param_ref(__T10); __nv_save_fatbinhandle_for_managed_rt(__T10); __cudaRegisterEntry(__T10, ((void ( *)(int, double *__restrict__, int, int))probe29_kernel), _Z14probe29_kerneliPdii, (-1)); __cudaRegisterEntry(__T10, ((void ( *)(int, unsigned, int *))shade7), _Z6shade7ijPi, (-1)); __cudaRegisterEntry(__T10, ((void ( *)(const float *))probe2), _Z6probe2PKf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
