#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000435.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5warp2PmPsS_PKj(size_t *, short *__restrict__, size_t *, const unsigned *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14clamp29_kernelitb(int, unsigned short, bool);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5warp2PmPsS_PKj(size_t *__par0, short *__restrict__ __par1, size_t *__par2, const unsigned *__restrict__ __par3){ short *__T0;
 const unsigned *__T1;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__T1 = __par3;__cudaSetupArgSimple(__T1, 24UL);__cudaLaunch(((char *)((void ( *)(size_t *, short *__restrict__, size_t *, const unsigned *__restrict__))warp2)), 0U);}
# 7 "i000435.cu"
void warp2( ::size_t *__cuda_0,short *__restrict__ __cuda_1,::size_t *__cuda_2,const unsigned *__restrict__ __cuda_3)
# 7 "i000435.cu"
{__device_stub__Z5warp2PmPsS_PKj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 16 "i000435.cu"
}
# 1 "i000435.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14clamp29_kernelitb( int __par0,  unsigned short __par1,  bool __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 6UL); __cudaLaunch(((char *)((void ( *)(int, unsigned short, bool))clamp29_kernel)), 0U); }
# 53 "i000435.cu"
void clamp29_kernel( int __cuda_0,unsigned short __cuda_1,bool __cuda_2)
# 53 "i000435.cu"
{__device_stub__Z14clamp29_kernelitb( __cuda_0,__cuda_1,__cuda_2);
# 64 "i000435.cu"
}
# 1 "i000435.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int, unsigned short, bool))clamp29_kernel), _Z14clamp29_kernelitb, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(size_t *, short *__restrict__, size_t *, const unsigned *__restrict__))warp2), _Z5warp2PmPsS_PKj, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
