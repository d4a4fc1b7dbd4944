#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001946.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6fuse17Px(long long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_pivot21Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_trace22Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13step23_kernel5Span9b(struct Span9&, bool);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6fuse17Px(long long *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(long long *))fuse17)), 0U);}
# 34 "v001946.cu"
void fuse17( long long *__cuda_0)
# 35 "v001946.cu"
{__device_stub__Z6fuse17Px( __cuda_0);
# 42 "v001946.cu"
}
# 1 "v001946.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_pivot21Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_pivot21)), 0U); }
# 49 "v001946.cu"
void map_pivot21( double *__cuda_0,int __cuda_1)
# 49 "v001946.cu"
{__device_stub__Z11map_pivot21Pdi( __cuda_0,__cuda_1); }
# 1 "v001946.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_trace22Pfi( float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int))map_trace22)), 0U); }
# 50 "v001946.cu"
void map_trace22( float *__cuda_0,int __cuda_1)
# 50 "v001946.cu"
{__device_stub__Z11map_trace22Pfi( __cuda_0,__cuda_1); }
# 1 "v001946.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13step23_kernel5Span9b( struct Span9&__par0,  bool __par1) {  __cudaLaunchPrologue(2); __cudaSetupArg(__par0, 0UL); __cudaSetupArgSimple(__par1, 16UL); __cudaLaunch(((char *)((void ( *)(struct Span9, bool))step23_kernel)), 0U); }
# 52 "v001946.cu"
void step23_kernel( struct ::Span9 __cuda_0,bool __cuda_1)
# 53 "v001946.cu"
{__device_stub__Z13step23_kernel5Span9b( __cuda_0,__cuda_1);
# 60 "v001946.cu"
}
# 1 "v001946.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T11) {  __nv_dummy_param_ref(__T11); __nv_save_fatbinhandle_for_managed_rt(__T11); __cudaRegisterEntry(__T11, ((void ( *)(struct Span9, bool))step23_kernel), _Z13step23_kernel5Span9b, (-1)); __cudaRegisterEntry(__T11, ((void ( *)(float *, int))map_trace22), _Z11map_trace22Pfi, (-1)); __cudaRegisterEntry(__T11, ((void ( *)(double *, int))map_pivot21), _Z11map_pivot21Pdi, (-1)); __cudaRegisterEntry(__T11, ((void ( *)(long long *))fuse17), _Z6fuse17Px, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
