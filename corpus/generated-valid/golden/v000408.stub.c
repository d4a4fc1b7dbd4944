#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000408.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13count5_kernelPKyPfif(const unsigned long long *, float *, int, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15gather12_kernelPfiPx(float *, int, long long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7apply19iPiii(int, int *, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13map_combine37Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_kick38Pdi(double *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13count5_kernelPKyPfif(const unsigned long long *__par0, float *__par1, int __par2, float __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(const unsigned long long *, float *, int, float))count5_kernel)), 0U);}
# 19 "v000408.cu"
void count5_kernel( const unsigned long long *__cuda_0,float *__cuda_1,int __cuda_2,float __cuda_3)
# 19 "v000408.cu"
{__device_stub__Z13count5_kernelPKyPfif( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v000408.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15gather12_kernelPfiPx( float *__par0,  int __par1,  long long *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float *, int, long long *))gather12_kernel)), 0U); }
# 24 "v000408.cu"
void gather12_kernel( float *__cuda_0,int __cuda_1,long long *__cuda_2)
# 24 "v000408.cu"
{__device_stub__Z15gather12_kernelPfiPx( __cuda_0,__cuda_1,__cuda_2);
# 33 "v000408.cu"
}
# 1 "v000408.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7apply19iPiii( int __par0,  int *__par1,  int __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(int, int *, int, int))apply19)), 0U); }
# 35 "v000408.cu"
void apply19( int __cuda_0,int *__cuda_1,int __cuda_2,int __cuda_3)
# 35 "v000408.cu"
{__device_stub__Z7apply19iPiii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 43 "v000408.cu"
}
# 1 "v000408.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13map_combine37Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_combine37)), 0U); }
# 61 "v000408.cu"
void map_combine37( double *__cuda_0,int __cuda_1)
# 61 "v000408.cu"
{__device_stub__Z13map_combine37Pdi( __cuda_0,__cuda_1); }
# 1 "v000408.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_kick38Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_kick38)), 0U); }
# 62 "v000408.cu"
void map_kick38( double *__cuda_0,int __cuda_1)
# 62 "v000408.cu"
{__device_stub__Z10map_kick38Pdi( __cuda_0,__cuda_1); }
# 1 "v000408.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(double *, int))map_kick38), _Z10map_kick38Pdi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double *, int))map_combine37), _Z13map_combine37Pdi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, int *, int, int))apply19), _Z7apply19iPiii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, int, long long *))gather12_kernel), _Z15gather12_kernelPfiPx, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned long long *, float *, int, float))count5_kernel), _Z13count5_kernelPKyPfif, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
