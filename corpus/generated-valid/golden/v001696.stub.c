#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001696.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13weigh2_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8combine4PKjS0_(const unsigned *, const unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12pack9_kernelPiiPKji(int *, int, const unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12mix27_kernelPKiS0_PKl(const int *, const int *, const long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13weigh2_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))weigh2_kernel)), 0U);}
# 7 "v001696.cu"
void weigh2_kernel( int __cuda_0)
# 8 "v001696.cu"
{__device_stub__Z13weigh2_kerneli( __cuda_0);


}
# 1 "v001696.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8combine4PKjS0_( const unsigned *__par0,  const unsigned *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, const unsigned *))combine4)), 0U); }
# 13 "v001696.cu"
void combine4( const unsigned *__cuda_0,const unsigned *__cuda_1)
# 14 "v001696.cu"
{__device_stub__Z8combine4PKjS0_( __cuda_0,__cuda_1);



}
# 1 "v001696.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12pack9_kernelPiiPKji( int *__par0,  int __par1,  const unsigned *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *, int, const unsigned *, int))pack9_kernel)), 0U); }
# 20 "v001696.cu"
void pack9_kernel( int *__cuda_0,int __cuda_1,const unsigned *__cuda_2,int __cuda_3)
# 21 "v001696.cu"
{__device_stub__Z12pack9_kernelPiiPKji( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v001696.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12mix27_kernelPKiS0_PKl( const int *__par0,  const int *__par1,  const long *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *, const int *, const long *))mix27_kernel)), 0U); }
# 45 "v001696.cu"
void mix27_kernel( const int *__cuda_0,const int *__cuda_1,const long *__cuda_2)
# 46 "v001696.cu"
{__device_stub__Z12mix27_kernelPKiS0_PKl( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v001696.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const int *, const int *, const long *))mix27_kernel), _Z12mix27_kernelPKiS0_PKl, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int *, int, const unsigned *, int))pack9_kernel), _Z12pack9_kernelPiiPKji, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const unsigned *, const unsigned *))combine4), _Z8combine4PKjS0_, 512); __cudaRegisterEntry(__T5, ((void ( *)(int))weigh2_kernel), _Z13weigh2_kerneli, 128); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
