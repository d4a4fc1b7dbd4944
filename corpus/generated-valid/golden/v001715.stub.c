#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001715.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14march12_kernelPiiPKii(int *, int, const int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7apply23if(int, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6tile285Node5(struct Node5&);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_bias33Pji(unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_blend34Pji(unsigned *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14march12_kernelPiiPKii(int *__par0, int __par1, const int *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int *, int, const int *, int))march12_kernel)), 0U);}
# 32 "v001715.cu"
void march12_kernel( int *__cuda_0,int __cuda_1,const int *__cuda_2,int __cuda_3)
# 32 "v001715.cu"
{__device_stub__Z14march12_kernelPiiPKii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 44 "v001715.cu"
}
# 1 "v001715.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7apply23if( int __par0,  float __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, float))apply23)), 0U); }
# 55 "v001715.cu"
void apply23( int __cuda_0,float __cuda_1)
# 55 "v001715.cu"
{__device_stub__Z7apply23if( __cuda_0,__cuda_1);
# 61 "v001715.cu"
}
# 1 "v001715.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6tile285Node5( struct Node5&__par0) {  __cudaLaunchPrologue(1); __cudaSetupArg(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(struct Node5))tile28)), 0U); }
# 63 "v001715.cu"
void tile28( struct ::Node5 __cuda_0)
# 63 "v001715.cu"
{__device_stub__Z6tile285Node5( __cuda_0);




}
# 1 "v001715.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_bias33Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_bias33)), 0U); }
# 75 "v001715.cu"
void map_bias33( unsigned *__cuda_0,int __cuda_1)
# 75 "v001715.cu"
{__device_stub__Z10map_bias33Pji( __cuda_0,__cuda_1); }
# 1 "v001715.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_blend34Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_blend34)), 0U); }
# 76 "v001715.cu"
void map_blend34( unsigned *__cuda_0,int __cuda_1)
# 76 "v001715.cu"
{__device_stub__Z11map_blend34Pji( __cuda_0,__cuda_1); }
# 1 "v001715.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, int))map_blend34), _Z11map_blend34Pji, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, int))map_bias33), _Z10map_bias33Pji, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(struct Node5))tile28), _Z6tile285Node5, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, float))apply23), _Z7apply23if, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, int, const int *, int))march12_kernel), _Z14march12_kernelPiiPKii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
