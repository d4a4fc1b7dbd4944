#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002172.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13rank10_kernelii(int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5gpu417inner427decay46EPKjiPjPKi(const unsigned *, int, unsigned *__restrict__, const int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13rank10_kernelii(int __par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(int, int))rank10_kernel)), 0U);}
# 18 "v002172.cu"
void rank10_kernel( int __cuda_0,int __cuda_1)
# 18 "v002172.cu"
{__device_stub__Z13rank10_kernelii( __cuda_0,__cuda_1);
# 25 "v002172.cu"
}
# 1 "v002172.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5gpu417inner427decay46EPKjiPjPKi( const unsigned *__par0,  int __par1,  unsigned *__restrict__ __par2,  const int *__restrict__ __par3) {  unsigned *__T10;
 const int *__T11;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T10 = __par2; __cudaSetupArgSimple(__T10, 16UL); __T11 = __par3; __cudaSetupArgSimple(__T11, 24UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, int, unsigned *__restrict__, const int *__restrict__))gpu41::inner42::decay46)), 0U); }
# 87 "v002172.cu"
void gpu41::inner42::decay46( const unsigned *__cuda_0,int __cuda_1,unsigned *__restrict__ __cuda_2,const int *__restrict__ __cuda_3)
# 87 "v002172.cu"
{__device_stub__ZN5gpu417inner427decay46EPKjiPjPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v002172.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T12) {  __nv_dummy_param_ref(__T12); __nv_save_fatbinhandle_for_managed_rt(__T12); __cudaRegisterEntry(__T12, ((void ( *)(const unsigned *, int, unsigned *__restrict__, const int *__restrict__))gpu41::inner42::decay46), _ZN5gpu417inner427decay46EPKjiPjPKi, (-1)); __cudaRegisterEntry(__T12, ((void ( *)(int, int))rank10_kernel), _Z13rank10_kernelii, (-1)); __cudaRegisterVariable(__T12, __shadow_var(d_fuse15,::d_fuse15), 0, 4UL, 0, 0); __cudaRegisterVariable(__T12, __shadow_var(_ZN5gpu417inner429d_march53E,::gpu41::inner42::d_march53), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
