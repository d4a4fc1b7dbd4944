#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000386.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5sift4iPiS_i(int, int *__restrict__, int *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13grow38_kernel7Stats35(struct Stats35&);
static void __device_stub__Z8spread23IlEvPT_(long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5sift4iPiS_i(int __par0, int *__restrict__ __par1, int *__restrict__ __par2, int __par3){ int *__T0;
 int *__T1;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__T1 = __par2;__cudaSetupArgSimple(__T1, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, int *__restrict__, int *__restrict__, int))sift4)), 0U);}
# 9 "i000386.cu"
void sift4( int __cuda_0,int *__restrict__ __cuda_1,int *__restrict__ __cuda_2,int __cuda_3)
# 9 "i000386.cu"
{__device_stub__Z5sift4iPiS_i( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 21 "i000386.cu"
}
# 1 "i000386.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13grow38_kernel7Stats35( struct Stats35&__par0) {  __cudaLaunchPrologue(1); __cudaSetupArg(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(struct Stats35))grow38_kernel)), 0U); }
# 70 "i000386.cu"
void grow38_kernel( struct ::Stats35 __cuda_0)
# 70 "i000386.cu"
{__device_stub__Z13grow38_kernel7Stats35( __cuda_0);




}
# 1 "i000386.cudafe1.stub.c"
static void __device_stub__Z8spread23IlEvPT_( long *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(long *))spread23<long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_spread23<long>( long *&__cuda_0){__device_stub__Z8spread23IlEvPT_( (long *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(long *))spread23<long> ), _Z8spread23IlEvPT_, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(struct Stats35))grow38_kernel), _Z13grow38_kernel7Stats35, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, int *__restrict__, int *__restrict__, int))sift4), _Z5sift4iPiS_i, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
