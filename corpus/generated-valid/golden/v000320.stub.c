#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000320.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5warp4ciPi(char, int, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13step12_kernelPi(int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_count22Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12map_filter23Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15reduce30_kernelPiiPKc(int *__restrict__, int, const char *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5warp4ciPi(char __par0, int __par1, int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(char, int, int *))warp4)), 0U);}
# 9 "v000320.cu"
void warp4( char __cuda_0,int __cuda_1,int *__cuda_2)
# 9 "v000320.cu"
{__device_stub__Z5warp4ciPi( __cuda_0,__cuda_1,__cuda_2);
# 15 "v000320.cu"
}
# 1 "v000320.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13step12_kernelPi( int *__restrict__ __par0) {  int *__T0;
__cudaLaunchPrologue(1); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__))step12_kernel)), 0U); }
# 23 "v000320.cu"
void step12_kernel( int *__restrict__ __cuda_0)
# 23 "v000320.cu"
{__device_stub__Z13step12_kernelPi( __cuda_0);



}
# 1 "v000320.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_count22Pfi( float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int))map_count22)), 0U); }
# 42 "v000320.cu"
void map_count22( float *__cuda_0,int __cuda_1)
# 42 "v000320.cu"
{__device_stub__Z11map_count22Pfi( __cuda_0,__cuda_1); }
# 1 "v000320.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12map_filter23Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_filter23)), 0U); }
# 43 "v000320.cu"
void map_filter23( double *__cuda_0,int __cuda_1)
# 43 "v000320.cu"
{__device_stub__Z12map_filter23Pdi( __cuda_0,__cuda_1); }
# 1 "v000320.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15reduce30_kernelPiiPKc( int *__restrict__ __par0,  int __par1,  const char *__par2) {  int *__T1;
__cudaLaunchPrologue(3); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, int, const char *))reduce30_kernel)), 0U); }
# 57 "v000320.cu"
void reduce30_kernel( int *__restrict__ __cuda_0,int __cuda_1,const char *__cuda_2)
# 57 "v000320.cu"
{__device_stub__Z15reduce30_kernelPiiPKc( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v000320.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int *__restrict__, int, const char *))reduce30_kernel), _Z15reduce30_kernelPiiPKc, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(double *, int))map_filter23), _Z12map_filter23Pdi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float *, int))map_count22), _Z11map_count22Pfi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int *__restrict__))step12_kernel), _Z13step12_kernelPi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(char, int, int *))warp4), _Z5warp4ciPi, (-1)); __cudaRegisterVariable(__T5, __shadow_var(c_blend29,::c_blend29), 0, 32UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
