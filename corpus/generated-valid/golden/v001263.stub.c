#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001263.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14tally13_kernelPsPj(short *, unsigned *);
static void __device_stub__ZN6util286fuse29EPKij5Vec17(const int *, unsigned, struct Vec17&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14tally13_kernelPsPj(short *__par0, unsigned *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(short *, unsigned *))tally13_kernel)), 0U);}
# 19 "v001263.cu"
void tally13_kernel( short *__cuda_0,unsigned *__cuda_1)
# 19 "v001263.cu"
{__device_stub__Z14tally13_kernelPsPj( __cuda_0,__cuda_1);



}
# 1 "v001263.cudafe1.stub.c"
static void __device_stub__ZN6util286fuse29EPKij5Vec17( const int *__par0,  unsigned __par1,  struct Vec17&__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArg(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(const int *, unsigned, struct Vec17))util28::fuse29)), 0U); }
# 51 "v001263.cu"
static void util28::fuse29( const int *__cuda_0,unsigned __cuda_1,struct ::Vec17 __cuda_2)
# 51 "v001263.cu"
{__device_stub__ZN6util286fuse29EPKij5Vec17( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v001263.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(const int *, unsigned, struct Vec17))util28::fuse29), _ZN6util286fuse29EPKij5Vec17, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(short *, unsigned *))tally13_kernel), _Z14tally13_kernelPsPj, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
