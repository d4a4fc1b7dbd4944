#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002247.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5lerp6f(float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13decay9_kernelPfi(float *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fold27_kernelPiPfPKii(int *__restrict__, float *, const int *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14drift34_kerneliPKd(int, const double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5lerp6f(float __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float))lerp6)), 0U);}
# 18 "v002247.cu"
void lerp6( float __cuda_0)
# 18 "v002247.cu"
{__device_stub__Z5lerp6f( __cuda_0);




}
# 1 "v002247.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13decay9_kernelPfi( float *__restrict__ __par0,  int __par1) {  float *__T0;
__cudaLaunchPrologue(2); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *__restrict__, int))decay9_kernel)), 0U); }
# 25 "v002247.cu"
void decay9_kernel( float *__restrict__ __cuda_0,int __cuda_1)
# 25 "v002247.cu"
{__device_stub__Z13decay9_kernelPfi( __cuda_0,__cuda_1);


}
# 1 "v002247.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13fold27_kernelPiPfPKii( int *__restrict__ __par0,  float *__par1,  const int *__restrict__ __par2,  int __par3) {  int *__T1;
 const int *__T2;
__cudaLaunchPrologue(4); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T2 = __par2; __cudaSetupArgSimple(__T2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, float *, const int *__restrict__, int))fold27_kernel)), 0U); }
# 49 "v002247.cu"
void fold27_kernel( int *__restrict__ __cuda_0,float *__cuda_1,const int *__restrict__ __cuda_2,int __cuda_3)
# 49 "v002247.cu"
{__device_stub__Z13fold27_kernelPiPfPKii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v002247.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14drift34_kerneliPKd( int __par0,  const double *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, const double *))drift34_kernel)), 0U); }
# 56 "v002247.cu"
void drift34_kernel( int __cuda_0,const double *__cuda_1)
# 56 "v002247.cu"
{__device_stub__Z14drift34_kerneliPKd( __cuda_0,__cuda_1);
# 67 "v002247.cu"
}
# 1 "v002247.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(int, const double *))drift34_kernel), _Z14drift34_kerneliPKd, 128); __cudaRegisterEntry(__T6, ((void ( *)(int *__restrict__, float *, const int *__restrict__, int))fold27_kernel), _Z13fold27_kernelPiPfPKii, 64); __cudaRegisterEntry(__T6, ((void ( *)(float *__restrict__, int))decay9_kernel), _Z13decay9_kernelPfi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(float))lerp6), _Z5lerp6f, 256); __cudaRegisterVariable(__T6, __shadow_var(_ZN41_INTERNAL_4e441892_10_v002247_cu_e3b19db143_GLOBAL__N__4e441892_10_v002247_cu_e3b19db18c_bump20E,::_NV_ANON_NAMESPACE::c_bump20), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
