#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000651.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6blend9PKjiij(const unsigned *, int, int, unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13norm16_kernelli(long, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6sift29Pl(long *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6warp39PiiS_(idx31_t *, int, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6blend9PKjiij(const unsigned *__par0, int __par1, int __par2, unsigned __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(const unsigned *, int, int, unsigned))blend9)), 0U);}
# 19 "v000651.cu"
void blend9( const unsigned *__cuda_0,int __cuda_1,int __cuda_2,unsigned __cuda_3)
# 19 "v000651.cu"
{__device_stub__Z6blend9PKjiij( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v000651.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13norm16_kernelli( long __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(long, int))norm16_kernel)), 0U); }
# 26 "v000651.cu"
void norm16_kernel( long __cuda_0,int __cuda_1)
# 26 "v000651.cu"
{__device_stub__Z13norm16_kernelli( __cuda_0,__cuda_1);
# 34 "v000651.cu"
}
# 1 "v000651.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6sift29Pl( long *__restrict__ __par0) {  long *__T0;
__cudaLaunchPrologue(1); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaLaunch(((char *)((void ( *)(long *__restrict__))sift29)), 0U); }
# 46 "v000651.cu"
void sift29( long *__restrict__ __cuda_0)
# 46 "v000651.cu"
{__device_stub__Z6sift29Pl( __cuda_0);




}
# 1 "v000651.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6warp39PiiS_( idx31_t *__par0,  int __par1,  int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(idx31_t *, int, int *))warp39)), 0U); }
# 65 "v000651.cu"
void warp39( ::idx31_t *__cuda_0,int __cuda_1,int *__cuda_2)
# 65 "v000651.cu"
{__device_stub__Z6warp39PiiS_( __cuda_0,__cuda_1,__cuda_2);
# 73 "v000651.cu"
}
# 1 "v000651.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(idx31_t *, int, int *))warp39), _Z6warp39PiiS_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(long *__restrict__))sift29), _Z6sift29Pl, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(long, int))norm16_kernel), _Z13norm16_kernelli, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const unsigned *, int, int, unsigned))blend9), _Z6blend9PKjiij, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
