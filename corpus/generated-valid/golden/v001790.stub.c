#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001790.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15combine4_kernelPKibfi(const int *, bool, float, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13map_scatter23Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_weigh24Pji(unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9scatter26Pi(int *__restrict__);
static void __device_stub__ZN5gpu3213norm34_kernelEPfi(float *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15combine4_kernelPKibfi(const int *__par0, bool __par1, float __par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(const int *, bool, float, int))combine4_kernel)), 0U);}
# 10 "v001790.cu"
void combine4_kernel( const int *__cuda_0,bool __cuda_1,float __cuda_2,int __cuda_3)
# 11 "v001790.cu"
{__device_stub__Z15combine4_kernelPKibfi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 23 "v001790.cu"
}
# 1 "v001790.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13map_scatter23Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_scatter23)), 0U); }
# 54 "v001790.cu"
void map_scatter23( double *__cuda_0,int __cuda_1)
# 54 "v001790.cu"
{__device_stub__Z13map_scatter23Pdi( __cuda_0,__cuda_1); }
# 1 "v001790.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_weigh24Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_weigh24)), 0U); }
# 55 "v001790.cu"
void map_weigh24( unsigned *__cuda_0,int __cuda_1)
# 55 "v001790.cu"
{__device_stub__Z11map_weigh24Pji( __cuda_0,__cuda_1); }
# 1 "v001790.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9scatter26Pi( int *__restrict__ __par0) {  int *__T0;
__cudaLaunchPrologue(1); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__))scatter26)), 0U); }
# 58 "v001790.cu"
void scatter26( int *__restrict__ __cuda_0)
# 59 "v001790.cu"
{__device_stub__Z9scatter26Pi( __cuda_0);
# 67 "v001790.cu"
}
# 1 "v001790.cudafe1.stub.c"
static void __device_stub__ZN5gpu3213norm34_kernelEPfi( float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int))gpu32::norm34_kernel)), 0U); }
# 73 "v001790.cu"
static void gpu32::norm34_kernel( float *__cuda_0,int __cuda_1)
# 74 "v001790.cu"
{__device_stub__ZN5gpu3213norm34_kernelEPfi( __cuda_0,__cuda_1);
# 81 "v001790.cu"
}
# 1 "v001790.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(float *, int))gpu32::norm34_kernel), _ZN5gpu3213norm34_kernelEPfi, 256UL); __cudaRegisterEntry(__T4, ((void ( *)(int *__restrict__))scatter26), _Z9scatter26Pi, 64); __cudaRegisterEntry(__T4, ((void ( *)(unsigned *, int))map_weigh24), _Z11map_weigh24Pji, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(double *, int))map_scatter23), _Z13map_scatter23Pdi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const int *, bool, float, int))combine4_kernel), _Z15combine4_kernelPKibfi, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_mix31,::d_mix31), 0, 1UL, 0, 0); __cudaRegisterVariable(__T4, __shadow_var(_ZN5gpu329d_trace33E,::gpu32::d_trace33), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
