#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001371.fatbin.c"
typedef Node5<unsigned int>  _Z5Node5IjE;
extern __attribute__((visibility("hidden"))) void __device_stub__Z13kick22_kerneliPiff(int, int *__restrict__, float, float);
static void __device_stub__ZN5math96rank10E5Node5IjES1_Pf( _Z5Node5IjE&, const  _Z5Node5IjE&, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6kern368spread42EPd(double *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13kick22_kerneliPiff(int __par0, int *__restrict__ __par1, float __par2, float __par3){ int *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(int, int *__restrict__, float, float))kick22_kernel)), 0U);}
# 44 "v001371.cu"
void kick22_kernel( int __cuda_0,int *__restrict__ __cuda_1,float __cuda_2,float __cuda_3)
# 44 "v001371.cu"
{__device_stub__Z13kick22_kerneliPiff( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 57 "v001371.cu"
}
# 1 "v001371.cudafe1.stub.c"
static void __device_stub__ZN5math96rank10E5Node5IjES1_Pf(  _Z5Node5IjE&__par0,  const  _Z5Node5IjE&__par1,  float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArg(__par0, 0UL); __cudaSetupArg(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)( _Z5Node5IjE, const  _Z5Node5IjE, float *))math9::rank10)), 0U); }
# 23 "v001371.cu"
static void math9::rank10(  _Z5Node5IjE __cuda_0,const  _Z5Node5IjE __cuda_1,float *__cuda_2)
# 23 "v001371.cu"
{__device_stub__ZN5math96rank10E5Node5IjES1_Pf( __cuda_0,__cuda_1,__cuda_2);
# 32 "v001371.cu"
}
# 1 "v001371.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6kern368spread42EPd( double *__restrict__ __par0) {  double *__T7;
__cudaLaunchPrologue(1); __T7 = __par0; __cudaSetupArgSimple(__T7, 0UL); __cudaLaunch(((char *)((void ( *)(double *__restrict__))kern36::spread42)), 0U); }
# 80 "v001371.cu"
void kern36::spread42( double *__restrict__ __cuda_0)
# 80 "v001371.cu"
{__device_stub__ZN6kern368spread42EPd( __cuda_0);
# 90 "v001371.cu"
}
# 1 "v001371.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(double *__restrict__))kern36::spread42), _ZN6kern368spread42EPd, (-1)); __cudaRegisterEntry(__T8, ((void ( *)( _Z5Node5IjE, const  _Z5Node5IjE, float *))math9::rank10), _ZN5math96rank10E5Node5IjES1_Pf, 32); __cudaRegisterEntry(__T8, ((void ( *)(int, int *__restrict__, float, float))kick22_kernel), _Z13kick22_kerneliPiff, 512UL); __cudaRegisterVariable(__T8, __shadow_var(c_mix29,::c_mix29), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
