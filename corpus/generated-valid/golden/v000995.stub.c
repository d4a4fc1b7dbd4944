#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000995.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13trace7_kernelPKf(const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13bias13_kernelPii(int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14tally29_kerneliPjPi(int, unsigned *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_decay35Pii(int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13rank36_kernelPKtPyPKiPi(const unsigned short *, unsigned long long *, const int *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8smooth424Op17i(enum Op17, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13trace7_kernelPKf(const float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const float *))trace7_kernel)), 0U);}
# 12 "v000995.cu"
void trace7_kernel( const float *__cuda_0)
# 12 "v000995.cu"
{__device_stub__Z13trace7_kernelPKf( __cuda_0);



}
# 1 "v000995.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13bias13_kernelPii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))bias13_kernel)), 0U); }
# 19 "v000995.cu"
void bias13_kernel( int *__cuda_0,int __cuda_1)
# 19 "v000995.cu"
{__device_stub__Z13bias13_kernelPii( __cuda_0,__cuda_1);



}
# 1 "v000995.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14tally29_kerneliPjPi( int __par0,  unsigned *__par1,  int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, unsigned *, int *))tally29_kernel)), 0U); }
# 40 "v000995.cu"
void tally29_kernel( int __cuda_0,unsigned *__cuda_1,int *__cuda_2)
# 40 "v000995.cu"
{__device_stub__Z14tally29_kerneliPjPi( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v000995.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_decay35Pii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))map_decay35)), 0U); }
# 52 "v000995.cu"
void map_decay35( int *__cuda_0,int __cuda_1)
# 52 "v000995.cu"
{__device_stub__Z11map_decay35Pii( __cuda_0,__cuda_1); }
# 1 "v000995.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13rank36_kernelPKtPyPKiPi( const unsigned short *__par0,  unsigned long long *__par1,  const int *__par2,  int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const unsigned short *, unsigned long long *, const int *, int *))rank36_kernel)), 0U); }
# 55 "v000995.cu"
void rank36_kernel( const unsigned short *__cuda_0,unsigned long long *__cuda_1,const int *__cuda_2,int *__cuda_3)
# 55 "v000995.cu"
{__device_stub__Z13rank36_kernelPKtPyPKiPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v000995.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8smooth424Op17i( enum Op17 __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(enum Op17, int))smooth42)), 0U); }
# 61 "v000995.cu"
void smooth42( enum ::Op17 __cuda_0,int __cuda_1)
# 61 "v000995.cu"
{__device_stub__Z8smooth424Op17i( __cuda_0,__cuda_1);
# 70 "v000995.cu"
}
# 1 "v000995.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(enum Op17, int))smooth42), _Z8smooth424Op17i, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned short *, unsigned long long *, const int *, int *))rank36_kernel), rank36_kernel, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, int))map_decay35), _Z11map_decay35Pii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, unsigned *, int *))tally29_kernel), _Z14tally29_kerneliPjPi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, int))bias13_kernel), _Z13bias13_kernelPii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const float *))trace7_kernel), _Z13trace7_kernelPKf, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_fuse12,::c_fuse12), 0, 1UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
