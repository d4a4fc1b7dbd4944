#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001469.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15stencil5_kernelPdiil(double *, int, int, long);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6grow11PdPi(double *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_kick43Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_rank44Pji(unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13bump54_kerneli(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15stencil5_kernelPdiil(double *__par0, int __par1, int __par2, long __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(double *, int, int, long))stencil5_kernel)), 0U);}
# 10 "v001469.cu"
void stencil5_kernel( double *__cuda_0,int __cuda_1,int __cuda_2,long __cuda_3)
# 11 "v001469.cu"
{__device_stub__Z15stencil5_kernelPdiil( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 17 "v001469.cu"
}
# 1 "v001469.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6grow11PdPi( double *__par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int *))grow11)), 0U); }
# 20 "v001469.cu"
void grow11( double *__cuda_0,int *__cuda_1)
# 21 "v001469.cu"
{__device_stub__Z6grow11PdPi( __cuda_0,__cuda_1);
# 29 "v001469.cu"
}
# 1 "v001469.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_kick43Pfi( float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int))map_kick43)), 0U); }
# 62 "v001469.cu"
void map_kick43( float *__cuda_0,int __cuda_1)
# 62 "v001469.cu"
{__device_stub__Z10map_kick43Pfi( __cuda_0,__cuda_1); }
# 1 "v001469.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_rank44Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_rank44)), 0U); }
# 63 "v001469.cu"
void map_rank44( unsigned *__cuda_0,int __cuda_1)
# 63 "v001469.cu"
{__device_stub__Z10map_rank44Pji( __cuda_0,__cuda_1); }
# 1 "v001469.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13bump54_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))bump54_kernel)), 0U); }
# 68 "v001469.cu"
void bump54_kernel( int __cuda_0)
# 69 "v001469.cu"
{__device_stub__Z13bump54_kerneli( __cuda_0);
# 82 "v001469.cu"
}
# 1 "v001469.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int))bump54_kernel), bump54_kernel, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, int))map_rank44), _Z10map_rank44Pji, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, int))map_kick43), _Z10map_kick43Pfi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double *, int *))grow11), _Z6grow11PdPi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double *, int, int, long))stencil5_kernel), _Z15stencil5_kernelPdiil, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
